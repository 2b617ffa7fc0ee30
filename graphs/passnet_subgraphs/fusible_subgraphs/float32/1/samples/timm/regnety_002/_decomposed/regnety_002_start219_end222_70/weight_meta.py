class Program_weight_tensor_meta_x_153:
	name = "in_0"
	original_name = "x_153"
	shape = [4, 368, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.058
	std = 0.063
