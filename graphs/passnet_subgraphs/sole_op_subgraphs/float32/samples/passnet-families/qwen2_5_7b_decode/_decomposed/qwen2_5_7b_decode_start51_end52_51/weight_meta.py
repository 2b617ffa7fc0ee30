class Program_weight_tensor_meta_q_1:
	name = "in_0"
	original_name = "q_1"
	shape = [1, 28, 1, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.819


class Program_weight_tensor_meta_reshape:
	name = "in_1"
	original_name = "reshape"
	shape = [1, 28, 2049, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.576


class Program_weight_tensor_meta_reshape_1:
	name = "in_2"
	original_name = "reshape_1"
	shape = [1, 28, 2049, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.576
