class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_modules_key_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_norm:
	name = "in_2"
	original_name = "hidden_states_norm"
	shape = [1, 1701, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 1.001
