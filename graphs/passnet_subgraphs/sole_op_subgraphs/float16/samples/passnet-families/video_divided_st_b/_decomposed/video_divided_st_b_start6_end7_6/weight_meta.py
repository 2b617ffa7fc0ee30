class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_xt:
	name = "in_0"
	original_name = "xt"
	shape = [196, 8, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.333
