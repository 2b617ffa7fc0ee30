class Program_weight_tensor_meta_add_1:
	name = "in_0"
	original_name = "add_1"
	shape = [1, 128, 80]
	dtype = "torch.float32"
	device = "cpu"
	mean = -3.490
	std = 0.670
