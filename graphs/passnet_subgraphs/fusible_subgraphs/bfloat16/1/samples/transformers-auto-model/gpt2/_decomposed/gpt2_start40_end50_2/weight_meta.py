class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
	shape = [3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_view_8:
	name = "in_2"
	original_name = "view_8"
	shape = [128, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.996
