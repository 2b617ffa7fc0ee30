class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_attention_modules_dense_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [4, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.079


class Program_weight_tensor_meta_hidden_states:
	name = "in_3"
	original_name = "hidden_states"
	shape = [4, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.230
