class Program_weight_tensor_meta_arange:
	name = "in_0"
	original_name = "arange"
	shape = [288]
	dtype = "torch.float32"
	device = "cpu"
	mean = 143.500
	std = 83.283
