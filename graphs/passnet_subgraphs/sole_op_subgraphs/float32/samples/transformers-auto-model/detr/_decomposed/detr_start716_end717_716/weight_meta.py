class Program_weight_tensor_meta_add_106:
	name = "in_0"
	original_name = "add_106"
	shape = [1, 1, 20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 20.000
	std = 0.000


class Program_weight_tensor_meta_y_embed:
	name = "in_1"
	original_name = "y_embed"
	shape = [1, 20, 20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 10.500
	std = 5.774
