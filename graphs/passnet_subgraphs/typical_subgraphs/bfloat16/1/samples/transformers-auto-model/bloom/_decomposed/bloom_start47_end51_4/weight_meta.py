class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.024


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_context_layer:
	name = "in_2"
	original_name = "context_layer"
	shape = [32, 32, 8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.065
