class Program_weight_tensor_meta_sigmoid:
	name = "in_0"
	original_name = "sigmoid"
	shape = [2, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.507
	std = 0.047


class Program_weight_tensor_meta_x_5:
	name = "in_1"
	original_name = "x_5"
	shape = [2, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.018
	std = 0.095
