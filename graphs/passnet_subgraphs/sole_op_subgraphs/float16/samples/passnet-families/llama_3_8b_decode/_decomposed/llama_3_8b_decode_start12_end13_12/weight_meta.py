class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [1, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.330
	std = 0.000
