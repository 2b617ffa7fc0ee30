class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_ffn_modules_lin2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_attention_output:
	name = "in_2"
	original_name = "attention_output"
	shape = [4, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 1.000


class Program_weight_tensor_meta_x_1:
	name = "in_3"
	original_name = "x_1"
	shape = [4, 32, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.108
	std = 0.308
