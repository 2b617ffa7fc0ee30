class Program_weight_tensor_meta_x_162:
	name = "in_0"
	original_name = "x_162"
	shape = [1, 768, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.013
