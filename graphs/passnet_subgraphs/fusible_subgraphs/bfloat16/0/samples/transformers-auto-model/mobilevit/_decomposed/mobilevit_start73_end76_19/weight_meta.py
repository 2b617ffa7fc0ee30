class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_context_layer_2:
	name = "in_2"
	original_name = "context_layer_2"
	shape = [8, 256, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.133


class Program_weight_tensor_meta_patches_4:
	name = "in_3"
	original_name = "patches_4"
	shape = [8, 256, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.002
