class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_linear_1:
	name = "in_2"
	original_name = "linear_1"
	shape = [784, 8, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.175
