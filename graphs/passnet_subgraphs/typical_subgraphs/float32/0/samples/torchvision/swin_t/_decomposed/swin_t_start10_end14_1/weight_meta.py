class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [288]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [288, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x:
	name = "in_2"
	original_name = "x"
	shape = [2, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 1.002
