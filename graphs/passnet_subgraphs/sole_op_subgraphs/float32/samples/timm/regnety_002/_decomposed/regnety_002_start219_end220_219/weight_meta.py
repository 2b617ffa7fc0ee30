class Program_weight_tensor_meta_x_153:
	name = "in_0"
	original_name = "x_153"
	shape = [1, 368, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.059
	std = 0.063
