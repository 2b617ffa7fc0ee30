class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_attention_modules_query_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_layer_norm:
	name = "in_2"
	original_name = "layer_norm"
	shape = [128, 256, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.540
