class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_parameters_ls1_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_parameters_ls1_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_transpose_2:
	name = "in_0"
	original_name = "transpose_2"
	shape = [2, 196, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.607
