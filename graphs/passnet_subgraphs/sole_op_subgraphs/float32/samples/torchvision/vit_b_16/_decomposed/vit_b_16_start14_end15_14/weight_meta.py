class Program_weight_tensor_meta_dropout:
	name = "in_0"
	original_name = "dropout"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.579


class Program_weight_tensor_meta_x_5:
	name = "in_1"
	original_name = "x_5"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.328
