class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_d_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_parameters_d_"
	shape = [80]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_a_cumsum_1:
	name = "in_1"
	original_name = "a_cumsum_1"
	shape = [1, 80, 1, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -2.854
	std = 2.367


class Program_weight_tensor_meta_c_5:
	name = "in_2"
	original_name = "c_5"
	shape = [1, 1, 128, 80, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.042
	std = 0.209


class Program_weight_tensor_meta_ones_7:
	name = "in_3"
	original_name = "ones_7"
	shape = [2, 2]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_states_4:
	name = "in_4"
	original_name = "states_4"
	shape = [1, 2, 80, 64, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.004


class Program_weight_tensor_meta_x_14:
	name = "in_5"
	original_name = "x_14"
	shape = [1, 128, 80, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.042
	std = 0.222


class Program_weight_tensor_meta_x_19:
	name = "in_6"
	original_name = "x_19"
	shape = [1, 80, 2, 2]
	dtype = "torch.float32"
	device = "cpu"
	mean = -1.344
	std = 2.760


class Program_weight_tensor_meta_y_diagonal_1:
	name = "in_7"
	original_name = "y_diagonal_1"
	shape = [1, 1, 128, 80, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.014


class Program_weight_tensor_meta_z_1:
	name = "in_8"
	original_name = "z_1"
	shape = [1, 128, 5120]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.579
