class Program_weight_tensor_meta_add_3:
	name = "in_0"
	original_name = "add_3"
	shape = [1, 1, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 28.000
	std = 0.000


class Program_weight_tensor_meta_y_embed:
	name = "in_1"
	original_name = "y_embed"
	shape = [1, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 14.500
	std = 8.083
